import { apiGet } from './api.ts';

export type OrderCustomer = { register: string; name: string };

/**
 * The signed-in rep's customers one by one, each with its order context and, when its context passes `wanted`, the
 * catalog of its price table: the order specs each pick the first that serves what they test.
 */
export async function* customersWithCatalog<Context extends { priceTable: string | null }, Catalog>(
  baseUrl: string,
  token: string,
  wanted: (context: Context) => boolean = () => true,
): AsyncGenerator<{ customer: OrderCustomer; context: Context; catalog: Catalog }> {
  const customers = await apiGet<OrderCustomer[]>(baseUrl, token, '/api/v1/customer/get-by?text=a');
  for (const customer of customers) {
    const context = await apiGet<Context>(
      baseUrl,
      token,
      `/api/v1/order-context?customerRegister=${customer.register}`,
    );
    if (!context.priceTable || !wanted(context)) continue;
    const catalog = await apiGet<Catalog>(
      baseUrl,
      token,
      `/api/v1/catalog?priceTable=${encodeURIComponent(context.priceTable)}`,
    );
    yield { customer, context, catalog };
  }
}
