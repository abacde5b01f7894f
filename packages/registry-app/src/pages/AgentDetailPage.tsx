/** /agents/{id} */
export default function AgentDetailPage() {
  return <h1>Agent</h1>;
}
