import { apiGet } from '../../e2e/helpers/api.ts';

/** The first customer the signed-in rep may sell to with a price table: an order can only be taken for such a one. */
export const customerWithPriceTable = async (baseUrl: string, token: string): Promise<string> => {
  const customers = await apiGet<{ register: string }[]>(baseUrl, token, '/api/v1/customer/get-by?text=a');
  for (const customer of customers) {
    const context = await apiGet<{ priceTable: string | null }>(
      baseUrl,
      token,
      `/api/v1/order-context?customerRegister=${customer.register}`,
    );
    if (context.priceTable) return customer.register;
  }
  throw new Error('nenhum cliente com tabela de preço');
};
