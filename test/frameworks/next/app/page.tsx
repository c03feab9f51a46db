import { Inbox } from './inbox';

export default function Home() {
  return (
    <main>
      <header className="app-header">
        <h1>Starter</h1>
        <Inbox />
      </header>
    </main>
  );
}
