import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Team Members (/edit-video). Replace with the real page. */
export default function VideoAdmin() {
  return (
    <Placeholder
      title="Team Members"
      route="/edit-video"
      summary={["Video/team page: /videotext-edit/{id}, member links /video/{id}; add forms for video section and team members."]}
    />
  );
}
