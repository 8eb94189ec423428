# The 24-point board of backgammon and long nardy: its image and web board.

points-no-roll = No roll yet
points-pips = { $n ->
    [one] { $n } pip
   *[other] { $n } pips
}
points-borne-off = off { $n }
points-point-name = point { $n }
points-bar = bar
points-off = bear off
# A caption's position: checkers on a point ("5 on 13"), and on the bar.
points-stack = { $count } on { $point }
points-on-bar = { $count } on the bar
