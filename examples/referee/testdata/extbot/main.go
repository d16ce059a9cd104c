// Command extbot is a bot in the referee's line-delimited JSON protocol,
// for tests. It says it is ready and answers the first legal move, or
// misbehaves as its first argument says: crash (exits at the first
// question), sleep (never answers), garbage (answers something that is not
// JSON), unknown (a move that does not parse), nocard (the first legal move
// with a card the game does not have), blank (a move of spaces), number (a
// move that is a JSON number), illegal (the first legal move, made by the
// other seat), log FILE (plays well and writes every
// message it gets to FILE). At the start: slowstart D (waits D before
// saying it is ready, then plays well), noready (never says it is ready),
// badready (answers the start with a move), quitstart (exits at the
// start, saying why on standard error), readytrail (says it is ready
// with a second JSON value on the line). chatty (plays well, and writes a
// line on standard error for every message). trailing (answers the first
// legal move with a second JSON value on the line), trailtext (the same,
// followed by words), spaced (plays well, with spaces and tabs around its
// lines).
//
// The hostile modes take a file to which the bot and the sleeping child it
// leaves behind append their process ids: longline (answers with a 2 MiB
// line and stays alive), closeout (closes its standard output and stays
// alive), stall (never answers), orphan (plays well). Mode spy DIR writes the bot's process id to
// DIR/SEAT.pid, and at its first question opens the other seat's
// /proc/PID/fd/0 and writes what happened to DIR/SEAT.spy, then plays well.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
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
	switch mode {
	case "child":
		writePid(os.Args[2])
		time.Sleep(time.Hour)
		return
	case "longline", "closeout", "stall", "orphan":
		writePid(os.Args[2])
		leaveChild(os.Args[2], mode != "closeout")
	}
	if mode == "closeout" { // says it is ready, then closes its output
		bufio.NewReader(os.Stdin).ReadString('\n')
		fmt.Println(`{"ready":true}`)
		os.Stdout.Close()
		time.Sleep(time.Hour)
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
		if mode == "spy" {
			spy(os.Args[2], msg)
		}
		if mode == "chatty" {
			fmt.Fprintf(os.Stderr, "extbot: a %s message\n", msg.Type)
		}
		if msg.Type == "start" {
			start(mode)
			continue
		}
		if msg.Type != "move" {
			continue
		}
		switch mode {
		case "longline":
			os.Stdout.Write(append(bytes.Repeat([]byte("x"), 2<<20), '\n'))
			time.Sleep(time.Hour)
		case "crash":
			fmt.Fprintln(os.Stderr, "extbot: crashing on purpose")
			os.Exit(3)
		case "sleep", "stall":
			time.Sleep(time.Hour)
		case "garbage":
			fmt.Println("P1 keep, please")
			continue
		case "unknown":
			fmt.Println(`{"move": "` + msg.Seat + ` fly to the moon"}`)
			continue
		case "nocard":
			words := strings.Fields(msg.Legal[0])
			fmt.Println(`{"move": "` + strings.Join(words[:len(words)-1], " ") + ` Z9"}`)
			continue
		case "blank":
			fmt.Println(`{"move": "  "}`)
			continue
		case "number":
			fmt.Println(`{"move": 5}`)
			continue
		case "illegal":
			other := map[string]string{"P1": "P2", "P2": "P1"}[msg.Seat]
			b, _ := json.Marshal(map[string]string{"move": other + msg.Legal[0][2:]})
			fmt.Println(string(b))
			continue
		}
		b, _ := json.Marshal(map[string]string{"move": msg.Legal[0]})
		fmt.Println(map[string]string{"trailing": " ", "trailtext": "", "spaced": "\t"}[mode] + string(b) + trail[mode])
	}
}

// trail is what a mode writes after its answer.
var trail = map[string]string{"trailing": ` {"move":"P1 keep"}`, "trailtext": " thank you", "spaced": " \t "}

// start answers the start message as mode says.
func start(mode string) {
	switch mode {
	case "slowstart":
		d, _ := time.ParseDuration(os.Args[2])
		time.Sleep(d)
	case "noready":
		return
	case "badready":
		fmt.Println(`{"move": "P1 keep"}`)
		return
	case "quitstart":
		fmt.Fprintln(os.Stderr, "extbot: no model file, giving up")
		os.Exit(4)
	case "readytrail":
		fmt.Println(`{"ready":true} {"ready":false}`)
		return
	case "spaced":
		fmt.Println("  {\"ready\": true}\t")
		return
	}
	fmt.Println(`{"ready":true}`)
}

// pid is the process's id as the system's /proc names it, which is not
// os.Getpid in a PID namespace of its own.
func pid() string {
	if p, err := os.Readlink("/proc/self"); err == nil {
		return p
	}
	return strconv.Itoa(os.Getpid())
}

// writePid appends the process's id to file.
func writePid(file string) {
	f, err := os.OpenFile(file, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o666)
	if err != nil {
		fmt.Fprintln(os.Stderr, "extbot:", err)
		os.Exit(2)
	}
	fmt.Fprintln(f, pid())
	f.Close()
}

// leaveChild starts this program again as a child that sleeps, holding
// the bot's standard error (and output, if withOut), and waits until it
// has written its process id.
func leaveChild(file string, withOut bool) {
	c := exec.Command(os.Args[0], "child", file)
	c.Stderr = os.Stderr
	if withOut {
		c.Stdout = os.Stdout
	}
	if err := c.Start(); err != nil {
		fmt.Fprintln(os.Stderr, "extbot:", err)
		os.Exit(2)
	}
	for range 500 {
		if b, _ := os.ReadFile(file); strings.Count(string(b), "\n") >= 2 {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// spy writes the bot's process id at the start, and at the first question
// tries to open the other seat's standard input.
func spy(dir string, msg message) {
	switch msg.Type {
	case "start":
		os.WriteFile(filepath.Join(dir, msg.Seat+".pid"), []byte(pid()), 0o666)
	case "move":
		out := filepath.Join(dir, msg.Seat+".spy")
		if _, err := os.Stat(out); err == nil {
			return
		}
		other := map[string]string{"P1": "P2", "P2": "P1"}[msg.Seat]
		var b []byte
		for range 300 {
			if b, _ = os.ReadFile(filepath.Join(dir, other+".pid")); len(b) > 0 {
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
		result := "opened"
		f, err := os.Open("/proc/" + string(b) + "/fd/0")
		if err != nil {
			result = err.Error()
		} else {
			f.Close()
		}
		os.WriteFile(out, []byte(result), 0o666)
	}
}
