yacht-name = Покер на костях
yacht-summary = Бросайте пять костей до трёх раз за ход и заполните все 13 граф таблицы; побеждает наибольшая сумма.

# Строки таблицы очков, как их называют картинка, кнопки и веб-доска (коротко: кнопки узкие).
# Названия комбинаций — как в «покере на костях»: сет, каре, фулл-хаус, стрит, покер.
yacht-ones = Единицы
yacht-twos = Двойки
yacht-threes = Тройки
yacht-fours = Четвёрки
yacht-fives = Пятёрки
yacht-sixes = Шестёрки
yacht-bonus = Бонус (63+)
yacht-three-of-a-kind = Сет
yacht-four-of-a-kind = Каре
yacht-full-house = Фулл-хаус
yacht-small-straight = Мал. стрит
yacht-large-straight = Бол. стрит
# Пять одинаковых: в «покере на костях» это «Покер».
yacht-yacht = Покер
yacht-chance = Шанс
yacht-total = Итого

yacht-rolls-left = Бросков осталось: { $count }
yacht-roll-left-button = 🎲 Бросить (ещё { $count })
yacht-stop-button = ✋ Хватит бросать
yacht-stop-rolling = Хватит бросать
yacht-category = Комбинация
# Позиция в подписи: кости и отложенные для следующего броска.
yacht-dice = Кости: { $dice }
yacht-dice-held = Кости: { $dice }; отложены: { $held }
