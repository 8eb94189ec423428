# Доска из 24 лунок для нард (коротких и длинных): картинка и веб-доска.

points-no-roll = Ещё не бросали
points-pips = { $n ->
    [one] { $n } пипс
    [few] { $n } пипса
    [many] { $n } пипсов
   *[other] { $n } пипса
}
points-borne-off = выбр. { $n }
points-point-name = лунка { $n }
points-bar = бар
points-off = выброс
# Позиция в подписи: шашки в лунке («5 на 13») и на баре.
points-stack = { $count } на { $point }
points-on-bar = { $count } на баре
