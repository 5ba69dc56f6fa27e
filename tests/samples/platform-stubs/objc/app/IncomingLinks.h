// The functions of the page's IncomingLinks.m.
#import <Foundation/Foundation.h>

NSURL *DestinationOfLink(NSURL *url);
void HandleIncomingLink(NSURL *url);
