// Placeholder until the feature is written.
export default function FavoritesPage() {
  return null;
}
