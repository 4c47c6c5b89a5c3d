/*
 * An OSDP peripheral (card reader with a barrier relay, a LED and a buzzer) for the driver tests,
 * built on libosdp in PD mode and talking over a serial port or a pseudo-terminal.
 *
 * Usage: osdp-pd PORT ADDRESS [SCBK]
 *   SCBK: the secure channel base key as 32 hex digits; without it the PD is in install mode
 *   (libosdp then accepts a secure channel only with the default key SCBK-D) or runs in clear.
 * stdin, one order a line:
 *   card HEX     report a card read (osdp_RAW, unspecified format, HEX's bytes as the bits)
 *   keys TEXT    report keypad entries (osdp_KEYPAD), e.g. "keys 1234#"
 * stdout, one line each, parsable as "WORD key=value ...":
 *   ready                              the port is open and the PD answers
 *   OUT output=N control=C timer=T     an osdp_OUT the control panel sent
 *   LED reader=R led=N temp_control=C temp_on=N temp_off=N temp_on_color=K temp_off_color=K
 *       temp_timer=T perm_control=C perm_on=N perm_off=N perm_on_color=K perm_off_color=K
 *   BUZ reader=R control=C on=N off=N repeat=N
 * libosdp's own log goes to stderr.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include <osdp.h>

static int port_fd = -1;

static int channel_recv(void *data, uint8_t *buf, int maxlen)
{
	(void)data;
	ssize_t n = read(port_fd, buf, maxlen);
	if (n < 0)
		return (errno == EAGAIN || errno == EWOULDBLOCK) ? 0 : -1;
	return (int)n;
}

static int channel_send(void *data, uint8_t *buf, int len)
{
	(void)data;
	ssize_t n = write(port_fd, buf, len);
	if (n < 0)
		return (errno == EAGAIN || errno == EWOULDBLOCK) ? 0 : -1;
	return (int)n;
}

static void channel_flush(void *data)
{
	(void)data;
	tcflush(port_fd, TCIFLUSH);
}

static int open_port(const char *path)
{
	struct termios tty;
	int fd = open(path, O_RDWR | O_NOCTTY | O_NONBLOCK);

	if (fd < 0 || tcgetattr(fd, &tty) != 0)
		return -1;
	cfmakeraw(&tty);
	cfsetspeed(&tty, B9600);
	if (tcsetattr(fd, TCSANOW, &tty) != 0)
		return -1;
	return fd;
}

static int on_command(void *arg, struct osdp_cmd *cmd)
{
	(void)arg;
	switch (cmd->id) {
	case OSDP_CMD_OUTPUT:
		printf("OUT output=%u control=%u timer=%u\n", cmd->output.output_no,
		       cmd->output.control_code, cmd->output.timer_count);
		return 0;
	case OSDP_CMD_LED: {
		const struct osdp_cmd_led_params *t = &cmd->led.temporary;
		const struct osdp_cmd_led_params *p = &cmd->led.permanent;
		printf("LED reader=%u led=%u temp_control=%u temp_on=%u temp_off=%u "
		       "temp_on_color=%u temp_off_color=%u temp_timer=%u perm_control=%u "
		       "perm_on=%u perm_off=%u perm_on_color=%u perm_off_color=%u\n",
		       cmd->led.reader, cmd->led.led_number, t->control_code, t->on_count,
		       t->off_count, t->on_color, t->off_color, t->timer_count, p->control_code,
		       p->on_count, p->off_count, p->on_color, p->off_color);
		return 0;
	}
	case OSDP_CMD_BUZZER:
		printf("BUZ reader=%u control=%u on=%u off=%u repeat=%u\n", cmd->buzzer.reader,
		       cmd->buzzer.control_code, cmd->buzzer.on_count, cmd->buzzer.off_count,
		       cmd->buzzer.rep_count);
		return 0;
	default:
		return -1; /* anything else is NAKed */
	}
}

static int hex_value(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* libosdp queues the caller's event itself, not a copy: it lives until its completion callback. */
static struct osdp_event *new_event(enum osdp_event_type type)
{
	struct osdp_event *event = calloc(1, sizeof(*event));

	if (event == NULL) {
		perror("osdp-pd");
		exit(1);
	}
	event->type = type;
	return event;
}

static void free_event(void *arg, const struct osdp_event *event, enum osdp_completion_status status)
{
	(void)arg;
	(void)status;
	free((void *)event);
}

/* Reads up to `max` bytes written as hex digits; returns how many were read. */
static int parse_hex(const char *hex, uint8_t *out, int max)
{
	int n = 0;

	while (hex[0] && hex[1] && n < max && hex_value(hex[0]) >= 0 && hex_value(hex[1]) >= 0) {
		out[n++] = (uint8_t)(hex_value(hex[0]) << 4 | hex_value(hex[1]));
		hex += 2;
	}
	return n;
}

static void report_card(osdp_t *ctx, const char *hex)
{
	struct osdp_event *event = new_event(OSDP_EVENT_CARDREAD);
	int n = parse_hex(hex, event->cardread.data, OSDP_EVENT_CARDREAD_MAX_DATALEN);

	event->cardread.format = OSDP_CARD_FMT_RAW_UNSPECIFIED;
	event->cardread.length = n * 8; /* in bits for the raw formats */
	osdp_pd_submit_event(ctx, event);
}

static void report_keys(osdp_t *ctx, const char *keys)
{
	struct osdp_event *event = new_event(OSDP_EVENT_KEYPRESS);
	size_t n = strlen(keys);

	if (n > OSDP_EVENT_KEYPRESS_MAX_DATALEN)
		n = OSDP_EVENT_KEYPRESS_MAX_DATALEN;
	event->keypress.length = (int)n;
	memcpy(event->keypress.data, keys, n);
	osdp_pd_submit_event(ctx, event);
}

static void handle_order(osdp_t *ctx, char *line)
{
	if (strncmp(line, "card ", 5) == 0)
		report_card(ctx, line + 5);
	else if (strncmp(line, "keys ", 5) == 0)
		report_keys(ctx, line + 5);
	else
		fprintf(stderr, "osdp-pd: unknown order: %s\n", line);
}

int main(int argc, char **argv)
{
	struct osdp_pd_cap caps[] = {
		{ OSDP_PD_CAP_OUTPUT_CONTROL, 1, 1 },
		{ OSDP_PD_CAP_READER_LED_CONTROL, 1, 1 },
		{ OSDP_PD_CAP_READER_AUDIBLE_OUTPUT, 1, 1 },
		{ OSDP_PD_CAP_CHECK_CHARACTER_SUPPORT, 1, 0 },
		{ OSDP_PD_CAP_READERS, 1, 1 },
		{ (uint8_t)-1, 0, 0 },
	};
	osdp_pd_info_t info = {
		.name = "bivouac-test-pd",
		.baud_rate = 9600,
		.flags = 0,
		.id = {
			.version = 1,
			.model = 2,
			.vendor_code = 0xA1B2C3,
			.serial_number = 0x01020304,
			.firmware_version = 0x030201,
		},
		.cap = caps,
		.scbk = NULL,
	};
	struct osdp_channel channel = {
		.recv = channel_recv,
		.send = channel_send,
		.flush = channel_flush,
	};
	uint8_t scbk[16];
	char orders[512];
	size_t pending = 0;
	osdp_t *ctx;

	if (argc != 3 && argc != 4) {
		fprintf(stderr, "usage: osdp-pd PORT ADDRESS [SCBK]\n");
		return 2;
	}
	if (argc == 4) {
		if (strlen(argv[3]) != 32 || parse_hex(argv[3], scbk, 16) != 16) {
			fprintf(stderr, "osdp-pd: SCBK must be 32 hex digits\n");
			return 2;
		}
		info.scbk = scbk;
	}
	setvbuf(stdout, NULL, _IOLBF, 0);
	port_fd = open_port(argv[1]);
	if (port_fd < 0) {
		perror(argv[1]);
		return 1;
	}
	info.address = atoi(argv[2]);
	osdp_logger_init("osdp-pd", OSDP_LOG_WARNING, NULL);
	ctx = osdp_pd_setup(&channel, &info);
	if (ctx == NULL) {
		fprintf(stderr, "osdp-pd: setup failed\n");
		return 1;
	}
	osdp_pd_set_command_callback(ctx, on_command, NULL);
	osdp_pd_set_event_completion_callback(ctx, free_event, NULL);
	printf("ready\n");

	for (;;) {
		struct pollfd in = { .fd = STDIN_FILENO, .events = POLLIN };

		/* libosdp asks for a refresh at least every 50 ms; 5 ms keeps replies prompt. */
		if (poll(&in, 1, 5) > 0) {
			/* read(), not stdio: poll() would not see lines already sitting in a FILE buffer. */
			ssize_t n = read(STDIN_FILENO, orders + pending, sizeof(orders) - 1 - pending);
			char *end;

			if (n <= 0)
				break; /* stdin closed: the test is done with us */
			pending += (size_t)n;
			orders[pending] = '\0';
			while ((end = strchr(orders, '\n')) != NULL) {
				*end = '\0';
				handle_order(ctx, orders);
				pending -= (size_t)(end + 1 - orders);
				memmove(orders, end + 1, pending + 1);
			}
			if (pending == sizeof(orders) - 1)
				pending = 0; /* a line longer than any order: drop it */
		}
		osdp_pd_refresh(ctx);
	}
	osdp_pd_teardown(ctx);
	return 0;
}
