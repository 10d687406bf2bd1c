-- Cashier settings edited by staff in the console (docs/CASHIER.md "Staff settings").
-- Who changed a channel, the wallet mode or the withdrawal limits last, and when. Channels are
-- never deleted (orders reference them): disabling one hides it from members.
alter table payment_channels add column updated_at timestamptz not null default now();
alter table payment_channels add column updated_by int references staff(id);
alter table wallet_modes add column updated_by int references staff(id);
alter table withdraw_settings add column updated_by int references staff(id);
