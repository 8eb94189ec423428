# Общее для всех игр: рамка картинки доски (места, ход, итог),
# картинка турнирной таблицы и то, как подпись в чате перечисляет.

kit-to-move = ХОДИТ
kit-game-ended = Игра окончена
kit-draw = Ничья
kit-seat = Место { $n }
kit-wins = Победа: { $name }!
kit-win-together = Победа: { $names } и { $last }!
kit-deleted-player = Удалённый игрок

kit-standings-rank = №
kit-standings-player = Игрок
kit-standings-points = Очки
kit-standings-tiebreak = Бухгольц
kit-standings-games = Партии
kit-format = { $format ->
    [swiss] Швейцарская система
    [knockout] На выбывание
   *[arena] Арена
}

# Между пунктами списка («X, пусто, O»); кавычки оставьте.
kit-separator = {", "}
# Часть подписи об одном месте («Аня: клетка 12»).
kit-seat-position = { $name }: { $position }
