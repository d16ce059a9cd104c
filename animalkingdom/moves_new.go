package animalkingdom

// The constructors of moves, one per MoveKind: each returns the move by
// which player p does what its kind's notation says.

// ChooseSideMove is the move by which p chooses side (2*i+s of the set's list, from 0) of a setup card.
func ChooseSideMove(p Player, setup SetupCard, side int) Move {
	return Move{Player: p, Kind: ChooseSide, Setup: setup, Side: int16(side)}
}

// ChooseActMove is the move by which p chooses the action of action's colour (Green, Red, Blue or Yellow).
func ChooseActMove(p Player, action Colour) Move {
	return Move{Player: p, Kind: ChooseAct, Action: action}
}

// PlantMove is the move by which p plants c at row, col (relative to the first card, -9 to 9), paying otherwise of its cost otherwise than with soil.
func PlantMove(p Player, c Card, row, col, otherwise int) Move {
	return Move{Player: p, Kind: Plant, Card: c, Row: int8(row), Col: int8(col), Otherwise: int16(otherwise)}
}

// StopMove is the move by which p plants no more, or places no more of the pieces gained.
func StopMove(p Player) Move {
	return Move{Player: p, Kind: Stop}
}

// KeepMove is the move by which p keeps the drawn card c.
func KeepMove(p Player, c Card) Move {
	return Move{Player: p, Kind: Keep, Card: c}
}

// MinorMove is the move by which p takes a minor benefit's option (as Move.Option numbers them).
func MinorMove(p Player, option int) Move {
	return Move{Player: p, Kind: Minor, Option: uint8(option)}
}

// UseMove is the move by which p uses the ability being resolved.
func UseMove(p Player) Move {
	return Move{Player: p, Kind: Use}
}

// SkipMove is the move by which p does not use the ability being resolved (or stops composting, copying).
func SkipMove(p Player) Move {
	return Move{Player: p, Kind: Skip}
}

// CompostCardMove is the move by which p composts the hand card c.
func CompostCardMove(p Player, c Card) Move {
	return Move{Player: p, Kind: CompostCard, Card: c}
}

// CopyFromMove is the move by which p copies ability (from 0) of the card at row, col.
func CopyFromMove(p Player, row, col, ability int) Move {
	return Move{Player: p, Kind: CopyFrom, Row: int8(row), Col: int8(col), Ability: int8(ability)}
}

// TakeCardMove is the move by which p takes the compost card c into hand.
func TakeCardMove(p Player, c Card) Move {
	return Move{Player: p, Kind: TakeCard, Card: c}
}

// PlayEventMove is the move by which p plays the event card c.
func PlayEventMove(p Player, c Card) Move {
	return Move{Player: p, Kind: PlayEvent, Card: c}
}

// ConvertMove is the move by which p converts 3 sprouts into 2 soil.
func ConvertMove(p Player) Move {
	return Move{Player: p, Kind: Convert}
}

// DoneMove is the move by which p does nothing more in the last window.
func DoneMove(p Player) Move {
	return Move{Player: p, Kind: Done}
}

// GaiaLeafMove is the move by which p places Gaia's Leaf on Fauna slot (from 0).
func GaiaLeafMove(p Player, slot int) Move {
	return Move{Player: p, Kind: GaiaLeaf, Slot: int8(slot)}
}

// OrderMove is the move by which p activates the tableau first (true) or the Island and Climate first.
func OrderMove(p Player, tableauFirst bool) Move {
	return Move{Player: p, Kind: Order, TableauFirst: tableauFirst}
}

// PlacePieceMove is the move by which p places a piece (Sprout or Growth) of a pending gain on the card at row, col, or with remove takes one off it.
func PlacePieceMove(p Player, piece Op, row, col int, remove bool) Move {
	return Move{Player: p, Kind: PlacePiece, Piece: piece, Row: int8(row), Col: int8(col), Remove: remove}
}
