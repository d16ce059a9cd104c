// Package earthexpress is Earth Express: 1 to 8 players each plant a 3x3
// tableau of Flora and Terrain cards over 5 rounds, activating its
// coloured abilities with the Action tile's colours, or one player plays
// solo against the automa Demeter.
package earthexpress
