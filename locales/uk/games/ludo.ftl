ludo-name = Лудо
ludo-summary = Проведіть чотири фішки по колу до дому; шістка виводить фішку, а хід на клітинку суперника відправляє його назад.

ludo-token = Фішка { $n }
# Де фішка: на базі, на клітинці кола (від її старту), на домашній доріжці, удома.
ludo-place-yard = база
ludo-place-home = дім
ludo-place-column = доріжка { $n }
ludo-place-square = клітинка { $n }
# Кнопка ходу: фішка { $token } виходить, іде на { $steps } клітинок або приходить додому; ⚔ — вона збиває чужу фішку.
ludo-move-out = { $token } ➜ вихід
ludo-move-steps = { $token } ➜ +{ $steps }
ludo-move-home = { $token } ➜ 🏠
ludo-move-capture = { $move } ⚔
# Звучить після ходу, що збиває фішки суперника («Ann: Фішка 2: клітинка 9, збито фішку суперника»).
ludo-sent-back = { $count ->
    [one] збито фішку суперника
    [few] збито { $count } фішки суперника
    [many] збито { $count } фішок суперника
   *[other] збито { $count } фішки суперника
}
ludo-pick-token = Випало { $die }: виберіть фішку
ludo-roll-again = Шістка! Киньте ще раз
# Зображення й вебдошка: база і дім.
ludo-yard = База
ludo-home = Дім
