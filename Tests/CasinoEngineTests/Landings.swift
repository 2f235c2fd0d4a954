/// Three equal symbols, and three different ones.
let jackpot = [4, 4, 4]
let miss = [0, 1, 2]
