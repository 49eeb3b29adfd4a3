const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The simulated BI report: a plain page that says what it is and which panes it was asked to show. */
export function embedPage(report: string, navPane: boolean, filterPane: boolean) {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Relatório ${esc(report)} (simulado)</title>
<style>body{font:14px system-ui,sans-serif;margin:0;padding:24px;color:#1c2127;background:#f6f7f9}
h1{font-size:18px;margin:0 0 8px}.panes{display:flex;gap:16px;margin-top:16px}
.pane{background:#fff;border:1px solid #d3d8de;border-radius:4px;padding:12px 16px}</style></head>
<body><main>
<h1>Relatório ${esc(report)}</h1>
<p>Serviço de BI simulado (BI_ADAPTER=simulated): demonstração da incorporação do relatório.</p>
<div class="panes">
<div class="pane" data-pane="navigation">Painel de navegação: ${navPane ? 'visível' : 'oculto'}</div>
<div class="pane" data-pane="filters">Painel de filtros: ${filterPane ? 'visível' : 'oculto'}</div>
</div></main></body></html>`;
}
