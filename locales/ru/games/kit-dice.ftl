# Любая игра в кости: картинка доски, кнопки в чате и веб-доска.

dice-no-roll = Ещё не бросали
dice-last-roll = Последний бросок
# Под отложенной костью на картинке: коротко, заглавными.
dice-held-mark = ОТЛОЖ.
dice-roll-button = 🎲 Бросить
dice-pass-button = ⏭ Пас
dice-roll = Бросок
dice-held = отложена
dice-die = Кость { $n }: { $value }
dice-last-roll-is = Последний бросок: { $value }
