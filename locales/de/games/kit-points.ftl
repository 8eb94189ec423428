points-no-roll = Noch nicht gewürfelt
points-pips = { $n ->
    [one] { $n } Auge
   *[other] { $n } Augen
}
points-borne-off = raus { $n }
points-point-name = Feld { $n }
points-bar = Bar
points-off = abtragen
points-stack = { $count } auf { $point }
points-on-bar = { $count } auf der Bar
