-- Customer dashboard (/client/customer/dashboard): each aggregate counts one column of the
-- customers the caller may see; for who sees every customer, an index-only scan of a narrow index
-- instead of reading the whole table (status already leads customers_status_name).
create index customers_dashboard_status on customers (status);
create index customers_dashboard_uf on customers (uf);
create index customers_dashboard_risk on customers (risk_class);
create index customers_dashboard_created on customers (created_at);
