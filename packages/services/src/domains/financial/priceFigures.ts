/**
 * The figures of a price line (a budget's price, a simulated one), from its price, quantity and VPC
 * and FAN percentages, as SQL over the given expressions: numeric all the way, rounded to the cent.
 * What the line takes from a budget (its effect) is its VPC plus its FAN.
 */
export function priceFiguresSql(c: { price: string; quantity: string; percVpc: string; percFan: string }) {
  const part = (perc: string) => `round(${c.price} * ${c.quantity} * coalesce(${perc}, 0) / 100, 2)`;
  return {
    totalValue: `round(${c.price} * ${c.quantity}, 2)`,
    vpcValue: part(c.percVpc),
    fanValue: part(c.percFan),
    fundsValue: `(${part(c.percVpc)} + ${part(c.percFan)})`,
  };
}
