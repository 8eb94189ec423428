ludo-token = Фишка { $n }
# Где фишка: на базе, на клетке круга (от её старта), на домашней дорожке, дома.
ludo-place-yard = база
ludo-place-home = дом
ludo-place-column = дорожка { $n }
ludo-place-square = клетка { $n }
# На кнопке хода для фишки, выходящей с базы: «1 ➜ выход».
ludo-out = выход
ludo-pick-token = Выпало { $die }: выберите фишку
ludo-roll-again = Шестёрка! Бросайте ещё раз
# Картинка и веб-доска: база и дом.
ludo-yard = База
ludo-home = Дом
