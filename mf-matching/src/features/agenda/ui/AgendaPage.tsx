// Placeholder until the feature is written.
export default function AgendaPage() {
  return null;
}
