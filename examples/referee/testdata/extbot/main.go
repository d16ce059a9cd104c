// Command extbot is a bot in the referee's line-delimited JSON protocol,
// for tests. It answers the first legal move, or misbehaves as its first
// argument says: crash (exits at the first question), sleep (never
// answers), garbage (answers something that is not JSON), unknown (a move
// that does not parse), illegal (the first legal move, made by the other seat),
// log FILE (plays well and writes every message it gets to FILE).
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"time"
)

type message struct {
	Type  string   `json:"type"`
	Seat  string   `json:"seat"`
	Legal []string `json:"legal"`
}

func main() {
	mode := ""
	if len(os.Args) > 1 {
		mode = os.Args[1]
	}
	var log *os.File
	if mode == "log" {
		log, _ = os.Create(os.Args[2])
		defer log.Close()
	}
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<24)
	for in.Scan() {
		if log != nil {
			fmt.Fprintln(log, in.Text())
		}
		var msg message
		if err := json.Unmarshal(in.Bytes(), &msg); err != nil {
			fmt.Fprintln(os.Stderr, "extbot:", err)
			os.Exit(2)
		}
		if msg.Type != "move" {
			continue
		}
		switch mode {
		case "crash":
			fmt.Fprintln(os.Stderr, "extbot: crashing on purpose")
			os.Exit(3)
		case "sleep":
			time.Sleep(time.Hour)
		case "garbage":
			fmt.Println("P1 keep, please")
			continue
		case "unknown":
			fmt.Println(`{"move": "` + msg.Seat + ` fly to the moon"}`)
			continue
		case "illegal":
			other := map[string]string{"P1": "P2", "P2": "P1"}[msg.Seat]
			b, _ := json.Marshal(map[string]string{"move": other + msg.Legal[0][2:]})
			fmt.Println(string(b))
			continue
		}
		b, _ := json.Marshal(map[string]string{"move": msg.Legal[0]})
		fmt.Println(string(b))
	}
}
