liars-dice-name = Кости лжеца
liars-dice-summary = Делайте ставку на то, что выпало на всех скрытых костях (единицы — джокеры), или скажите «Не верю!»; побеждает последний, у кого остались кости.

# Ставка: «3 × 5» — три кости с пятёркой.
liars-dice-bid = { $count } × { $face }
liars-dice-round = Раунд { $round }
liars-dice-no-bid = Ставок ещё нет
liars-dice-standing-bid = Ставка: { $bid }
liars-dice-wild-ones = Единицы — джокеры (кроме ставки на единицы)
liars-dice-called = { $caller } не верит ставке { $bid } игрока { $bidder }: выпало { $counted }. { $loser } теряет кость.
liars-dice-called-short = Последнее «Не верю» на { $bid }: выпало { $counted }, кость { $loser ->
    [bidder] теряет тот, кто ставил
   *[caller] теряет тот, кто не поверил
}.
liars-dice-last-round = Последнее вскрытие
liars-dice-dice-left = { $count ->
    [one] { $count } кость
    [few] { $count } кости
    [many] { $count } костей
   *[other] { $count } кости
}
liars-dice-out = вне игры
liars-dice-liar = 🤥 Не верю!
liars-dice-my-dice-button = 🎲 Мои кости
liars-dice-my-dice = Ваши кости: { $dice }
liars-dice-no-dice = В этом раунде у вас нет костей.
liars-dice-your-dice = Ваши кости
liars-dice-count = Сколько
liars-dice-face = Грань
liars-dice-place-bid = Ставка
liars-dice-history = Ставки раунда
