liars-dice-name = Кості брехуна
liars-dice-summary = Робіть ставку на те, що випало на всіх прихованих костях (одиниці — джокери), або скажіть «Не вірю!»; перемагає останній, у кого лишилися кості.

# Ставка: «3 × 5» — три кості з п'ятіркою.
liars-dice-bid = { $count } × { $face }
liars-dice-round = Раунд { $round }
liars-dice-no-bid = Ставок ще немає
liars-dice-standing-bid = Ставка: { $bid }
liars-dice-wild-ones = Одиниці — джокери (крім ставки на одиниці)
liars-dice-called = { $caller } не вірить ставці { $bid } гравця { $bidder }: випало { $counted }. { $loser } втрачає кість.
liars-dice-called-short = Останнє «Не вірю» на { $bid }: випало { $counted }, кість { $loser ->
    [bidder] втрачає той, хто ставив
   *[caller] втрачає той, хто не повірив
}.
liars-dice-last-round = Останнє відкриття
liars-dice-dice-left = { $count ->
    [one] { $count } кість
    [few] { $count } кості
    [many] { $count } костей
   *[other] { $count } кості
}
liars-dice-out = поза грою
liars-dice-liar = 🤥 Не вірю!
liars-dice-my-dice-button = 🎲 Мої кості
liars-dice-my-dice = Ваші кості: { $dice }
liars-dice-no-dice = У цьому раунді у вас немає костей.
liars-dice-your-dice = Ваші кості
liars-dice-count = Скільки
liars-dice-face = Грань
liars-dice-place-bid = Ставка
liars-dice-history = Ставки раунду
