import { Card, H1, H4 } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { MenuNode } from '@balcao/schema';

const firstPath = (n: MenuNode): string | undefined => n.path ?? n.children?.map(firstPath).find(Boolean);

export function HomePage({ name, sections }: { name: string; sections: MenuNode[] }) {
  return (
    <section className="home">
      <H1>Bem-vindo ao Balcão</H1>
      <p className="bp6-text-large">{name}, estas são as áreas que você pode acessar:</p>
      <div className="home-sections">
        {sections.map((s) => (
          <Card key={s.label} className="home-card">
            <H4>{s.label}</H4>
            <ul>
              {(s.children ?? []).slice(0, 6).map((c) => (
                <li key={c.label}>
                  <Link to={firstPath(c) ?? '/'}>{c.label}</Link>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </section>
  );
}
