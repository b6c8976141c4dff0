import { Picture, type PictureProps } from '../components/Picture';
import { Skeleton } from '../components/Skeleton';

/** A section's large picture; a skeleton of its box while the section loads, or when it has none. */
export function SectionPicture({ loading, ...picture }: PictureProps & { loading: boolean }) {
  if (loading || !picture.src) return <Skeleton className={picture.className} height="auto" radius="var(--radius-lg)" />;
  return <Picture {...picture} />;
}
