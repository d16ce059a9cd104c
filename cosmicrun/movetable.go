package cosmicrun

// The moves of the two-player steps, written out once for each seat, so
// that AppendLegalMoves copies whole Moves from a table that is never
// written after init: a Move written a field at a time and then read whole
// stalls the processor, and a copy is fewer instructions than five stores.
var (
	passTable    = movesOfSeat(Pass)
	discardTable = movesOfSeat(Discard)
	keepTable    = [2]Move{KeepMove(P1), KeepMove(P2)}
	// placeRows[p][c] is placeTable[p][c] as one row of six, copied whole
	// while every planet is open.
	placeRows = func() (t [2][NumShips][2 * NumPlanets]Move) {
		for p := range t {
			for c := range t[p] {
				for planet, pair := range placeTable[p][c] {
					t[p][c][2*planet], t[p][c][2*planet+1] = pair[0], pair[1]
				}
			}
		}
		return t
	}()
	// pairRows[p][closed][c] is placeRows[p][c] without the planet closed:
	// the placements while the two other planets are open.
	pairRows = func() (t [2][NumPlanets][NumShips][4]Move) {
		for p := range t {
			for closed := range t[p] {
				for c := range t[p][closed] {
					i := 0
					for planet, pair := range placeTable[p][c] {
						if planet != closed {
							t[p][closed][c][i], t[p][closed][c][i+1] = pair[0], pair[1]
							i += 2
						}
					}
				}
			}
		}
		return t
	}()
	// placeTable[p][c] is p's placements of card c, in the order
	// AppendLegalMoves lists them: planet by planet, upright then turned.
	placeTable = func() (t [2][NumShips][NumPlanets][2]Move) {
		for _, p := range seats {
			for c := range Card(NumShips) {
				for planet := range NumPlanets {
					t[p][c][planet] = [2]Move{PlaceMove(p, c, planet, false), PlaceMove(p, c, planet, true)}
				}
			}
		}
		return t
	}()
)

// movesOfSeat is, for each seat and card, the move of kind k with the card.
func movesOfSeat(k MoveKind) (t [2][NumShips]Move) {
	for _, p := range seats {
		for c := range Card(NumShips) {
			t[p][c] = Move{Player: p, Kind: k, Card: c}
		}
	}
	return t
}
