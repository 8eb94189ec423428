# Todo jogo de dados: a imagem do tabuleiro, os botões do chat e o tabuleiro web.

dice-no-roll = Ninguém rolou ainda
dice-last-roll = Última rolagem
# Embaixo de um dado guardado na imagem: curto, em maiúsculas.
dice-held-mark = GUARDADO
dice-roll-button = 🎲 Rolar
dice-pass-button = ⏭ Passar
dice-roll = Rolar
dice-held = guardado
dice-die = Dado { $n }: { $value }
dice-last-roll-is = Última rolagem: { $value }
