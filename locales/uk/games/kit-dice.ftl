# Будь-яка гра в кості: зображення дошки, кнопки в чаті й вебдошка.

dice-no-roll = Ще не кидали
dice-last-roll = Останній кидок
# Під відкладеною кісткою на зображенні: коротко, великими літерами.
dice-held-mark = ВІДКЛ.
dice-roll-button = 🎲 Кинути
dice-pass-button = ⏭ Пас
dice-roll = Кидок
dice-held = відкладена
dice-die = Кість { $n }: { $value }
dice-last-roll-is = Останній кидок: { $value }
