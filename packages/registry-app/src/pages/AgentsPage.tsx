/** /agents */
export default function AgentsPage() {
  return <h1>Browse Agents</h1>;
}
