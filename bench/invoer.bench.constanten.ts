/** The bench bodies of the register calls (shared with a server test). */
/** Krachtvoer with 30 products (typical contents, KLW-domeinnotities §2.3, te verifiëren). */
export const krachtvoer30 = (n: number) => ({
  krachtvoer: {
    producten: Array.from({ length: 30 }, (_, i) => ({
      naam: `Brok ${i + 1}`,
      beginvoorraadKg: 500,
      aanvoerKg: 8_000 + ((i * 37 + n) % 50) * 10,
      eindvoorraadKg: 400,
      dsGPerKg: 880,
      vemPerKgDs: 980 + (i % 10) * 10,
      reGPerKgDs: 170 + (i % 5) * 10,
      pGPerKgDs: 5,
    })),
  },
});
