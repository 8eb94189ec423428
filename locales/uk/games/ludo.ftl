# Назва гри: Лудо.

ludo-token = Фішка { $n }
# Де фішка: на базі, на клітинці кола (від її старту), на домашній доріжці, удома.
ludo-place-yard = база
ludo-place-home = дім
ludo-place-column = доріжка { $n }
ludo-place-square = клітинка { $n }
# На кнопці ходу для фішки, що виходить з бази: «1 ➜ вихід».
ludo-out = вихід
ludo-pick-token = Випало { $die }: виберіть фішку
ludo-roll-again = Шістка! Киньте ще раз
# Зображення й вебдошка: база і дім.
ludo-yard = База
ludo-home = Дім
