// Placeholder until the feature is written.
export default function ServicesPage() {
  return null;
}
