import { Placeholder } from '../../components/Placeholder';

/** PLACEHOLDER: Edit Video Text (/videotext-edit/:id). Replace with the real page. */
export default function VideoTextEdit() {
  return (
    <Placeholder
      title="Edit Video Text"
      route="/videotext-edit/:id"
      summary={["Edit imageLink, videoLink, videoSectionTitle, videoSectionText; toast \"Video Text is Updated\"."]}
    />
  );
}
