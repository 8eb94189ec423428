# Todos los juegos de dados: su imagen del tablero, los botones del chat y el tablero web.

dice-no-roll = Aún no hay tirada
dice-last-roll = Última tirada
# Bajo un dado guardado en la imagen: corto, en mayúsculas.
dice-held-mark = GUARDADO
dice-roll-button = 🎲 Tirar
dice-pass-button = ⏭ Pasar
dice-roll = Tirar
dice-held = guardado
dice-die = Dado { $n }: { $value }
dice-last-roll-is = Última tirada: { $value }
