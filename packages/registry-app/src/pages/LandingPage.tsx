/** / */
export function LandingPage() {
  return <h1>Discover and Share AI Agents</h1>;
}
