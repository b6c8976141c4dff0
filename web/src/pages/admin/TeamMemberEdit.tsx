import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Edit Team Member (/video/:id). Replace with the real page. */
export default function TeamMemberEdit() {
  return (
    <Placeholder
      title="Edit Team Member"
      route="/video/:id"
      summary={["Edit a team member (facebookLink, twitterLink, linkedinLink, youtubeLink, memberImg, membername, memberPosition)."]}
    />
  );
}
