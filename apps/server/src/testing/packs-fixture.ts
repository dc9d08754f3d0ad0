// Packs over Pedidos' base fixtures (docs/domain.md §8.1): VER25.0001 sold by the piece or by three packs (GR1 needs G,
// which BRANCO lacks, so it serves PRETO alone; GR3 is M alone, whose BRANCO cell stock.csv does not list), VER25.0002
// sold only by the pack J1.

export const PACKS_PRODUCTS = `reference,description,collection_code,quota_article_code,image,sold_by
VER25.0001,CAMISETA BÁSICA,VER25,MAL,,
VER25.0002,CALÇA JEANS SKINNY,VER25,JEA,,pack
VER25.0003,MEIA CANO CURTO,VER25,MAL,,piece
VER25.0004,BONÉ ABA RETA,VER25,MAL,,
`;

export const PACKS_CSV = `reference,pack_code,size,parts
VER25.0001,GR1,P,2
VER25.0001,GR1,M,2
VER25.0001,GR1,G,1
VER25.0001,GR2,P,1
VER25.0001,GR2,M,1
VER25.0001,GR3,M,3
VER25.0002,J1,38,1
VER25.0002,J1,40,1
`;

/** The files ordersFolder() lays over base/ for the packs' tests. */
export const PACKS_FILES = { 'products.csv': PACKS_PRODUCTS, 'packs.csv': PACKS_CSV };
