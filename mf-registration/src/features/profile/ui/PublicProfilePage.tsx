// Placeholder until the feature is written.
export default function PublicProfilePage() {
  return null;
}
