/** /create-agent */
export default function CreateAgentPage() {
  return <h1>Create New Agent</h1>;
}
