# Общее для всех игр: рамка картинки доски (места, ход, итог),
# картинка турнирной таблицы и то, как подпись в чате перечисляет.

kit-to-move = ХОДИТ
kit-game-ended = Игра окончена
kit-draw = Ничья
kit-seat = Место { $n }
kit-wins = Победа: { $name }!
kit-win-together = Победа: { $names } и { $last }!
kit-deleted-player = Удалённый игрок
# Имя компьютерного игрока по силе, начиная со второго за столом — с номером: «Компьютер (сильный)», «Компьютер 2 (лёгкий)».
kit-computer-name = { $n ->
        [1] Компьютер
       *[other] Компьютер { $n }
    } ({ $strength ->
        [easy] лёгкий
        [medium] средний
       *[hard] сильный
    })

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
