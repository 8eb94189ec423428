ludo-name = Лудо
ludo-summary = Проведите четыре фишки по кругу до дома; шестёрка выводит фишку, а ход на клетку соперника отправляет его назад.

ludo-token = Фишка { $n }
# Где фишка: на базе, на клетке круга (от её старта), на домашней дорожке, дома.
ludo-place-yard = база
ludo-place-home = дом
ludo-place-column = дорожка { $n }
ludo-place-square = клетка { $n }
# Кнопка хода: фишка { $token } выходит, идёт на { $steps } клеток или приходит домой; ⚔ — она сбивает чужую фишку.
ludo-move-out = { $token } ➜ выход
ludo-move-steps = { $token } ➜ +{ $steps }
ludo-move-home = { $token } ➜ 🏠
ludo-move-capture = { $move } ⚔
ludo-pick-token = Выпало { $die }: выберите фишку
ludo-roll-again = Шестёрка! Бросайте ещё раз
# Картинка и веб-доска: база и дом.
ludo-yard = База
ludo-home = Дом
