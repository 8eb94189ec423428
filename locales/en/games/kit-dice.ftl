# Every dice game: its board image, chat buttons and web board.

dice-no-roll = No roll yet
dice-last-roll = Last roll
# Under a kept die on the image: short, capitals where the language has them.
dice-held-mark = HELD
dice-roll-button = 🎲 Roll
dice-pass-button = ⏭ Pass
dice-roll = Roll
dice-held = held
dice-die = Die { $n }: { $value }
dice-last-roll-is = Last roll: { $value }
