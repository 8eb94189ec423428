yacht-name = Покер на кістках
yacht-summary = Кидайте п'ять костей до трьох разів за хід і заповніть усі 13 граф таблиці; перемагає найбільша сума.

# Рядки таблиці очок, як їх називають зображення, кнопки й вебдошка (коротко: кнопки вузькі).
# Назви комбінацій — як у «покері на кістках»: сет, каре, фул-хаус, стріт, покер.
yacht-ones = Одиниці
yacht-twos = Двійки
yacht-threes = Трійки
yacht-fours = Четвірки
yacht-fives = П'ятірки
yacht-sixes = Шістки
yacht-bonus = Бонус (63+)
yacht-three-of-a-kind = Сет
yacht-four-of-a-kind = Каре
yacht-full-house = Фул-хаус
yacht-small-straight = Мал. стріт
yacht-large-straight = Вел. стріт
# П'ять однакових: у «покері на кістках» це «Покер».
yacht-yacht = Покер
yacht-chance = Шанс
yacht-total = Разом

yacht-rolls-left = Кидків залишилося: { $count }
yacht-roll-left-button = 🎲 Кинути (ще { $count })
yacht-stop-button = ✋ Досить кидати
yacht-stop-rolling = Досить кидати
yacht-category = Комбінація
# Позиція в підписі: кості й відкладені для наступного кидка.
yacht-dice = Кості: { $dice }
yacht-dice-held = Кості: { $dice }; відкладено: { $held }
