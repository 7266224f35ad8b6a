// GET /dashboard (admin): the figures the dashboard's index shows an admin, as they are now.
export interface DashboardFigures {
  /** Paid orders waiting for an admin's confirmation (pending). */
  ordersToConfirm: number;
  /** Confirmed orders waiting to be shipped (success). */
  ordersToShip: number;
  /** Orders placed and not yet paid, holding their stock (unpaid). */
  unpaidReservations: number;
  /** Products whose stock is below their minimum order: nobody can order them. */
  lowStockProducts: number;
}
