/**
 * A customer's approved FAN in force on a day, read where its percentages apply (a negotiation's
 * percentFan and percVpcFan): SQL over the caller's row, `customer` and `day` being its columns.
 * A customer's open FANs never overlap (fans.area.ts), so at most one is in force.
 */
export const fanInForce = (column: 'percent_fan' | 'perc_vpc_fan', customer: string, day: string) =>
  `(select fan.${column}::text from fans fan where fan.customer_id = ${customer} and fan.status = 'APPROVED'
     and ${day} between fan.start_date and fan.end_date order by fan.id desc limit 1)`;
