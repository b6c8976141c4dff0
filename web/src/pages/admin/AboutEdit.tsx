import { Placeholder } from '../../components/Placeholder';

/**
 * PLACEHOLDER: Edit About, reached at /{id} (the routes table already 404s non-numeric ids).
 * The real page must render <NotFound /> unless {id} is the About record's id, as the server does.
 */
export default function AboutEdit() {
  return (
    <Placeholder
      title="Edit About"
      route="/:id (alias of the About editor)"
      summary={["Edit the About record; toast \"About is Updated\"."]}
    />
  );
}
