# Дошка з 24 лунок для нард (коротких і довгих): зображення й вебдошка.

points-no-roll = Ще не кидали
points-pips = { $n ->
    [one] { $n } піпс
    [few] { $n } піпси
    [many] { $n } піпсів
   *[other] { $n } піпса
}
points-borne-off = вик. { $n }
points-point-name = лунка { $n }
points-bar = бар
points-off = викид
# Позиція в підписі: шашки в лунці («5 на 13») і на барі.
points-stack = { $count } на { $point }
points-on-bar = { $count } на барі
