/** A count as people read it here: thousands grouped the Brazilian way (1.234). */
export const formatCount = (n: number) => n.toLocaleString('pt-BR');
